import type { FastifyInstance } from 'fastify';
import type { ValueSteamInventory } from '../../../../application/tools/value-steam-inventory.ts';
import { SteamInventoryQuery } from '../../../../contracts/tools/index.ts';
import { sendDomainError } from '../shared/replies.ts';
import { parseInput } from '../shared/validation.ts';

/** Inventories and prices move slowly; the use case caches both, browsers may keep an answer a minute. */
const CACHEABLE = 'public, max-age=60';

export function registerSteamInventoryRoutes(app: FastifyInstance, deps: { readonly valueSteamInventory: ValueSteamInventory }): void {
  app.get('/api/tools/steam-inventory', async (request, reply) => {
    const query = parseInput(SteamInventoryQuery, request.query, 'query');
    if (query.isErr()) return sendDomainError(reply, query.error);
    const result = await deps.valueSteamInventory.execute({ profile: query.value.profile });
    if (result.isErr()) return sendDomainError(reply, result.error);
    return reply.header('cache-control', CACHEABLE).send(result.value);
  });
}
