import { expect, it } from 'vitest';
import { UsageError, parseRolesArgs } from './roles-args';

it('reads grant, revoke, list and add', () => {
  expect(parseRolesArgs(['grant', 'chef@miamo.test', 'staff'])).toEqual({
    kind: 'grant',
    email: 'chef@miamo.test',
    role: 'staff',
  });
  expect(parseRolesArgs(['revoke', 'chef@miamo.test', 'moderator'])).toEqual({
    kind: 'revoke',
    email: 'chef@miamo.test',
    role: 'moderator',
  });
  expect(parseRolesArgs(['list'])).toEqual({ kind: 'list' });
  expect(parseRolesArgs(['add', 'new@miamo.test', '--role', 'staff', '--json', 'out.json'])).toEqual({
    kind: 'add',
    email: 'new@miamo.test',
    role: 'staff',
    json: 'out.json',
  });
  expect(parseRolesArgs(['add', 'new@miamo.test'])).toEqual({
    kind: 'add',
    email: 'new@miamo.test',
    role: undefined,
    json: undefined,
  });
});

it('refuses badges as roles, unknown options and missing arguments', () => {
  expect(() => parseRolesArgs(['grant', 'chef@miamo.test', 'miamo-staff'])).toThrow(/staff, moderator/);
  expect(() => parseRolesArgs(['grant', 'chef@miamo.test'])).toThrow(UsageError);
  expect(() => parseRolesArgs(['add', 'x@miamo.test', '--admin'])).toThrow(/--admin/);
  expect(() => parseRolesArgs([])).toThrow(/Usage/);
  expect(() => parseRolesArgs(['list', 'extra'])).toThrow(UsageError);
});
