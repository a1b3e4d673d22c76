/**
 * The command line of the scripts that work numbered deals (solve.ts, advisor.ts): the options they
 * share (--game scoundrel|assassin, --deals, --weapon-rule for Scoundrel, --variant for Royal
 * Assassin, --seed, --workers) beside each script's own, and deal i of a run,
 * `setup({ seed: "<S>-<i>" })`, as the bot deals a seed.
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type AssassinState, assassin, VARIANTS } from '../src/games/assassin/index.js';
import { scoundrel } from '../src/games/scoundrel/index.js';
import { type WeaponRule, weaponRuleSchema } from '../src/games/scoundrel/state.js';

/** The settings every deal script has besides the number of deals (each script caps that itself). */
export const dealSettings = {
  game: z.enum(['scoundrel', 'assassin']),
  weaponRule: weaponRuleSchema,
  /** Royal Assassin: the standard rules, or one alternate rule. */
  variant: z.enum(['standard', ...VARIANTS]),
  seed: z.string().min(1).max(100),
  workers: z.coerce.number().int().min(1).max(64),
};

/**
 * A deal script's settings read from the command line: the shared options, with `seed` as the seed's
 * default, and `own` (option → default); no more workers than deals. On an option out of range it
 * prints `usage` and why, and exits.
 */
export function readDealOptions<T extends { deals: number; workers: number }>(
  schema: z.ZodType<T>,
  usage: string,
  seed: string,
  own: Record<string, string>,
): T {
  const { values } = parseArgs({
    options: {
      game: { type: 'string', default: 'scoundrel' },
      deals: { type: 'string', default: '1000' },
      'weapon-rule': { type: 'string', default: 'lenient' },
      variant: { type: 'string', default: 'standard' },
      seed: { type: 'string', default: seed },
      ...Object.fromEntries(Object.entries(own).map(([name, value]) => [name, { type: 'string' as const, default: value }])),
      workers: { type: 'string', default: String(availableParallelism()) },
    },
  });
  const parsed = schema.safeParse({ ...values, weaponRule: values['weapon-rule'] });
  if (!parsed.success) {
    console.error(`Usage: ${usage}\n${z.prettifyError(parsed.error)}`);
    process.exit(1);
  }
  return { ...parsed.data, workers: Math.min(parsed.data.workers, parsed.data.deals) };
}

/** Deal `deal` of a run: the seed `<seed>-<deal>` dealt under the weapon rule. */
export function dealOf(setting: { seed: string; weaponRule: WeaponRule }, deal: number) {
  return scoundrel.setup({ seed: `${setting.seed}-${deal}`, options: { weaponRule: setting.weaponRule } });
}

/** The rules a run deals under, in words: Scoundrel's weapon rule, or Royal Assassin's standard rules or alternate rule. */
export function rulesOf(setting: { game: 'scoundrel' | 'assassin'; weaponRule: WeaponRule; variant: string }): string {
  return setting.game === 'scoundrel' ? setting.weaponRule : setting.variant;
}

/** Deal `deal` of a Royal Assassin run: the seed `<seed>-<deal>` dealt under the standard rules or the one alternate rule. */
export function assassinDealOf(setting: { seed: string; variant: 'standard' | (typeof VARIANTS)[number] }, deal: number): AssassinState {
  const variants = setting.variant === 'standard' ? [] : [setting.variant];
  return assassin.setup({ seed: `${setting.seed}-${deal}`, options: { variants } });
}
