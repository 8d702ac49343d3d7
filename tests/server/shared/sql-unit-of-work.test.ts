import { SqlUnitOfWork } from '../../../adapters/server/persistence/shared/sql-unit-of-work.ts';
import { testEngines } from '../support/test-engines.ts';
import { describeUnitOfWorkConformance } from './unit-of-work.conformance.ts';

for (const engine of testEngines()) {
  describeUnitOfWorkConformance(engine, (handle, options) => new SqlUnitOfWork(handle.db, options));
}
