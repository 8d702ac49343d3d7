/**
 * The PostgreSQL full-text peer of `bench:search-peer`: the same listings in a
 * table of their own schema, searched the way a team would do it with
 * PostgreSQL alone — a tsvector column under GIN, a word dictionary under a
 * pg_trgm GIN index whose candidates levenshtein (fuzzystrmatch) confirms for
 * typos, btrees per game/type/price and per game/type/recommended order.
 *
 * To compare like with like, the tsvector holds exactly the words the embedded
 * index holds (same fields, same tokenizer and folding, description cut alike)
 * and a query word matches what it matches in the embedded engine: itself,
 * dictionary words within its typo budget, and words it begins when it is the
 * last word and the text does not end with a space.
 */
import pg from 'pg';
import type { ListingDocument, ListingSearchQuery } from '../application/catalog/ports/index.ts';
import { textTerms } from '../adapters/server/search/query-text.ts';
import { indexedTexts, typoBudget } from '../adapters/server/search/text-index.ts';
import { valuesOfTag } from '../adapters/server/search/tag-values.ts';

export const SCHEMA = 'search_peer_bench';

/**
 * Trigram similarity below which no word within its typo budget can fall
 * (one edit removes at most three of a word's trigrams: 4 letters/1 edit keeps
 * ≥ 2 of 5, 8 letters/2 edits ≥ 3 of 9, about 0.18), so the trigram index
 * never hides a typo match that levenshtein would accept.
 */
const TRIGRAM_THRESHOLD = 0.15;

export interface PeerAnswer {
  readonly total: number;
  readonly ids: readonly string[];
}

export class PostgresPeer {
  private constructor(private readonly client: pg.Client) {}

  static async connect(url: string): Promise<PostgresPeer> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await client.query('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
    await client.query(`SET pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}`);
    return new PostgresPeer(client);
  }

  async reset(): Promise<void> {
    await this.client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
    await this.client.query(`CREATE SCHEMA ${SCHEMA}`);
    await this.client.query(`CREATE TABLE ${SCHEMA}.listings (
      id text PRIMARY KEY, game_type text NOT NULL, product_type text NOT NULL, state text NOT NULL,
      price bigint NOT NULL, recommended_score int NOT NULL, created_at bigint NOT NULL,
      seller_id text NOT NULL, platform text, tags text[] NOT NULL, tsv tsvector NOT NULL, doc jsonb NOT NULL)`);
  }

  /** Inserts one batch; the words go in already tokenized, as the embedded index tokenizes them. */
  async insert(docs: readonly ListingDocument[]): Promise<void> {
    const rows = docs.map((doc) => ({
      id: doc.id,
      game_type: doc.gameType,
      product_type: doc.productType,
      state: doc.state,
      price: doc.priceMinor,
      recommended_score: doc.recommendedScore,
      created_at: doc.createdAt,
      seller_id: doc.sellerId,
      platform: doc.platform,
      tags: Object.entries(doc.tags).flatMap(([filter, tag]) => valuesOfTag(tag).map((value) => `${filter}=${value}`)),
      terms: [...new Set(indexedTexts(doc).flatMap(textTerms))],
      doc,
    }));
    await this.client.query(
      `INSERT INTO ${SCHEMA}.listings
       SELECT id, game_type, product_type, state, price, recommended_score, created_at, seller_id, platform, tags, array_to_tsvector(terms), doc
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, game_type text, product_type text, state text, price bigint,
         recommended_score int, created_at bigint, seller_id text, platform text, tags text[], terms text[], doc jsonb)`,
      [JSON.stringify(rows)],
    );
  }

  /** Builds the indexes after the load (faster than maintaining them row by row) and the typo dictionary. */
  async buildIndexes(): Promise<void> {
    const s = SCHEMA;
    await this.client.query(`CREATE INDEX ON ${s}.listings USING gin (tsv)`);
    await this.client.query(`CREATE INDEX ON ${s}.listings (game_type, product_type, state, price, id)`);
    await this.client.query(`CREATE INDEX ON ${s}.listings (game_type, product_type, state, recommended_score DESC, created_at DESC, id)`);
    await this.client.query(`CREATE TABLE ${s}.words AS SELECT DISTINCT unnest(tsvector_to_array(tsv)) AS word FROM ${s}.listings WHERE state = 'AVAILABLE'`);
    await this.client.query(`CREATE INDEX ON ${s}.words USING gin (word gin_trgm_ops)`);
    await this.client.query(`ANALYZE ${s}.listings`);
    await this.client.query(`ANALYZE ${s}.words`);
  }

  async drop(): Promise<void> {
    await this.client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  }

  async close(): Promise<void> {
    await this.client.end();
  }

  /** The tsquery of a text: each word OR its typo variants (OR its prefix, last word), words AND-ed. */
  async tsquery(text: string): Promise<string> {
    const terms = textTerms(text);
    const prefixLast = !/\s$/u.test(text);
    const groups: string[] = [];
    for (const [i, term] of terms.entries()) {
      const variants = new Set([quote(term) + (prefixLast && i === terms.length - 1 ? ':*' : '')]);
      const budget = typoBudget(term);
      if (budget > 0) {
        const { rows } = await this.client.query<{ word: string }>(
          `SELECT word FROM ${SCHEMA}.words WHERE word % $1 AND levenshtein_less_equal(word, $1, $2) <= $2`,
          [term, budget],
        );
        for (const { word } of rows) variants.add(quote(word));
      }
      groups.push(`(${[...variants].join(' | ')})`);
    }
    return groups.join(' & ');
  }

  /** One search: the total (as the storefront shows it) and one page of ids, as two statements like a real endpoint. */
  async search(query: ListingSearchQuery): Promise<PeerAnswer> {
    const params: unknown[] = [query.gameType, query.productType];
    const where = [`game_type = $1`, `product_type = $2`, `state = 'AVAILABLE'`];
    const text = query.text ?? '';
    const hasText = textTerms(text).length > 0;
    if (hasText) {
      params.push(await this.tsquery(text));
      where.push(`tsv @@ $${params.length}::tsquery`);
    }
    if (query.price !== undefined) {
      params.push(query.price.min ?? 0, query.price.max ?? Number.MAX_SAFE_INTEGER);
      where.push(`price BETWEEN $${params.length - 1} AND $${params.length}`);
    }
    for (const [filter, accepted] of Object.entries(query.smartTags ?? {})) {
      if (accepted.length === 0) continue;
      params.push(accepted.map((value) => `${filter}=${value}`));
      where.push(`tags && $${params.length}::text[]`);
    }
    if ((query.platforms ?? []).length > 0) {
      params.push(query.platforms);
      where.push(`platform = ANY($${params.length}::text[])`);
    }
    for (const { field, value } of query.customFilters ?? []) {
      if (field !== 'sellerId') throw new Error(`peer benchmark has no column for ${field}`);
      params.push(value);
      where.push(`seller_id = $${params.length}`);
    }
    const order =
      query.sortBy === 'price'
        ? query.sortDirection === -1
          ? 'price DESC, id DESC'
          : 'price, id'
        : hasText
          ? `ts_rank(tsv, $3::tsquery) DESC, recommended_score DESC, created_at DESC, id`
          : 'recommended_score DESC, created_at DESC, id';
    const from = `FROM ${SCHEMA}.listings WHERE ${where.join(' AND ')}`;
    const count = await this.client.query<{ n: string }>(`SELECT count(*) AS n ${from}`, params);
    const page = await this.client.query<{ id: string; doc: unknown }>(
      `SELECT id, doc ${from} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${query.offset}`,
      params,
    );
    return { total: Number(count.rows[0]?.n ?? 0), ids: page.rows.map((row) => row.id) };
  }
}

/** A tsquery lexeme, quoted so that no word is read as an operator. */
function quote(word: string): string {
  return `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

