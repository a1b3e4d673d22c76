/**
 * The font every picture is drawn in: Noto Sans (SIL Open Font License 1.1) from @fontsource/noto-sans,
 * shipped with the project and never looked up on the system. A font list of four unicode subsets, each
 * registered under its own family, at two weights.
 */

/** The subsets, in the order the font list tries them (the metrics take each character from the first that has it). */
export const FONT_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic'] as const;

/** Regular and bold. */
export const FONT_WEIGHTS = [400, 700] as const;

/** The family a subset is registered under: a name no system installs. */
export function fontFamily(subset: (typeof FONT_SUBSETS)[number]): string {
  return `GM Noto ${subset}`;
}
