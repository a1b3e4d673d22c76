/** Checks a message payload against Discord's limits; the renderers' tests run every board through it. */
import { type APIEmbed, ComponentType } from 'discord.js';
import { CUSTOM_ID_MAX } from '../../src/discord/actions/custom-id.js';
import { LIMITS, type MessagePayload } from '../../src/discord/render/message.js';

function embedLength(embed: APIEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.footer?.text.length ?? 0) +
    (embed.author?.name.length ?? 0) +
    (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0)
  );
}

/** Every limit the payload breaks, as readable lines; empty when it fits. */
export function limitViolations(payload: MessagePayload): string[] {
  const problems: string[] = [];
  if (payload.components.length > LIMITS.actionRows) problems.push(`${payload.components.length} action rows`);
  const total = payload.embeds.reduce((sum, embed) => sum + embedLength(embed), 0);
  if (total > LIMITS.embedTotal) problems.push(`${total} embed characters`);
  for (const embed of payload.embeds) {
    if ((embed.title?.length ?? 0) > LIMITS.embedTitle) problems.push('embed title too long');
    if ((embed.description?.length ?? 0) > LIMITS.embedDescription) problems.push('embed description too long');
    if ((embed.footer?.text.length ?? 0) > LIMITS.footer) problems.push('embed footer too long');
    const fields = embed.fields ?? [];
    if (fields.length > LIMITS.embedFields) problems.push(`${fields.length} embed fields`);
    for (const field of fields) {
      if (field.name.length === 0 || field.name.length > LIMITS.fieldName) problems.push(`field name "${field.name}"`);
      if (field.value.length === 0 || field.value.length > LIMITS.fieldValue)
        problems.push(`field "${field.name}" value length ${field.value.length}`);
    }
  }
  const ids = new Set<string>();
  for (const row of payload.components) {
    if (row.components.length === 0 || row.components.length > LIMITS.buttonsPerRow) {
      problems.push(`a row of ${row.components.length} components`);
    }
    for (const component of row.components) {
      if ('custom_id' in component) {
        if (component.custom_id.length > CUSTOM_ID_MAX) problems.push(`custom id over ${CUSTOM_ID_MAX}: ${component.custom_id}`);
        if (ids.has(component.custom_id)) problems.push(`duplicate custom id ${component.custom_id}`);
        ids.add(component.custom_id);
      }
      if (component.type === ComponentType.Button && 'label' in component) {
        if ((component.label?.length ?? 0) > LIMITS.buttonLabel) problems.push(`button label "${component.label}" too long`);
      }
      if (component.type === ComponentType.StringSelect) {
        if (row.components.length !== 1) problems.push('a select menu must be alone in its row');
        if (component.options.length === 0 || component.options.length > LIMITS.selectOptions) {
          problems.push(`select menu with ${component.options.length} options`);
        }
      }
    }
  }
  return problems;
}
