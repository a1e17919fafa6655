import { type Role, ROLES, isRole } from '../../src/core/accounts/roles';

/** What `npm run roles -- ...` asks for. */
export type RolesCommand =
  | { kind: 'grant' | 'revoke'; email: string; role: Role; json?: string }
  | { kind: 'add'; email: string; role?: Role; json?: string }
  | { kind: 'list' };

export const ROLES_USAGE = `Usage:
  npm run roles -- grant <email> ${ROLES.join('|')}      give a role to a validated account (enrols TOTP)
  npm run roles -- revoke <email> ${ROLES.join('|')}     take it back (at once)
  npm run roles -- list                                 who holds which role
  npm run roles -- add <email> [--role ${ROLES.join('|')}]  create a validated account with a random password
Options: --json <file> writes the one-time secrets (password, TOTP secret, recovery codes) to a
file readable by its owner only, instead of printing them.`;

export class UsageError extends Error {}

function roleOf(value: string | undefined): Role {
  if (!value || !isRole(value))
    throw new UsageError(`The role must be one of ${ROLES.join(', ')}; got "${value ?? ''}".`);
  return value;
}

/** Reads the command's arguments (after `--`); throws a UsageError saying what is wrong. */
export function parseRolesArgs(argv: readonly string[]): RolesCommand {
  const rest: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--role' || arg === '--json') {
      const value = argv[++i];
      if (!value) throw new UsageError(`${arg} needs a value.`);
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
    else rest.push(arg);
  }
  const [kind, email, role, ...extra] = rest;
  if (extra.length) throw new UsageError(`Unexpected ${extra.join(' ')}.`);
  if (kind === 'list' && !email) return { kind };
  if ((kind === 'grant' || kind === 'revoke') && email && !options.role)
    return { kind, email, role: roleOf(role), json: options.json };
  if (kind === 'add' && email && !role)
    return { kind, email, role: options.role ? roleOf(options.role) : undefined, json: options.json };
  throw new UsageError(ROLES_USAGE);
}
