/**
 * Validation of request bodies against Discord's OpenAPI description, with ajv's 2020-12 build.
 *
 * The spec's unions (`oneOf`/`anyOf` of component types, callback types, `null | X`) are rewritten into
 * if/then chains keyed on the `type` property before compiling, so that a broken button reports the
 * button's own error instead of one error per possible component type.
 */
import { readFileSync } from 'node:fs';
import type { ErrorObject, ValidateFunction } from 'ajv';
import ajv2020Module from 'ajv/dist/2020.js';
import ajvFormatsModule from 'ajv-formats';
import { isJsonObject, type Json, type JsonObject } from './types.js';

/**
 * Where the OpenAPI file lives: the copy in discord-api-spec/ (its README names the version); override with the DISCORD_OPENAPI_SPEC
 * environment variable.
 */
const SPEC_FILE = process.env.DISCORD_OPENAPI_SPEC ?? new URL('./discord-api-spec/openapi.json', import.meta.url);

/** One schema error: where in the body, and which rule. */
export interface SchemaError {
  instancePath: string;
  message: string;
}

/** Time spent preparing the validator, in milliseconds (for reporting). */
export const specTimings = { loadMs: 0, compileMs: 0 };

type AjvInstance = InstanceType<typeof ajv2020Module.default>;
type Validator = ValidateFunction | null;

let ajv: AjvInstance | undefined;
const validators = new Map<string, Validator>();

/**
 * Errors in `body` for the request schema of `method` + OpenAPI `pathTemplate`; [] when valid or when the spec has no JSON schema for it.
 */
export function validateRequestBody(method: string, pathTemplate: string, body: Json | undefined): SchemaError[] {
  const validate = validatorFor(method.toLowerCase(), pathTemplate);
  if (!validate || validate(body ?? null)) return [];
  return readableErrors(validate.errors ?? []);
}

function validatorFor(method: string, pathTemplate: string): Validator {
  const key = `${method} ${pathTemplate}`;
  const cached = validators.get(key);
  if (cached !== undefined) return cached;
  const instance = loadAjv();
  const pointer = ['paths', pathTemplate, method, 'requestBody', 'content', 'application/json', 'schema'].map(pointerSegment).join('/');
  const started = performance.now();
  let validate: Validator = null;
  if (instance.getSchema(`discord#/${pointer}`)) validate = instance.compile({ $ref: `discord#/${pointer}` });
  specTimings.compileMs += performance.now() - started;
  validators.set(key, validate);
  return validate;
}

function loadAjv(): AjvInstance {
  if (ajv) return ajv;
  const started = performance.now();
  const spec: unknown = JSON.parse(readFileSync(SPEC_FILE, 'utf8'));
  if (!isJsonObject(spec)) throw new Error(`Not an OpenAPI document: ${String(SPEC_FILE)}`);
  const instance = new ajv2020Module.default({ strict: false, allErrors: true });
  ajvFormatsModule.default(instance);
  for (const format of ['snowflake', 'int32', 'int64', 'double', 'nonce', 'float', 'uint32', 'uint64']) instance.addFormat(format, true);
  instance.addSchema(prepareSpec(spec), 'discord');
  specTimings.loadMs = performance.now() - started;
  ajv = instance;
  return instance;
}

function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
}

/** The spec with discriminated unions and Discord's string-encoded permission integers made explicit. */
function prepareSpec(spec: JsonObject): JsonObject {
  const components = spec.components;
  const schemas = isJsonObject(components) && isJsonObject(components.schemas) ? components.schemas : {};
  const resolve = (node: Json): JsonObject | undefined => {
    let current: Json | undefined = node;
    for (let hops = 0; hops < 5 && isJsonObject(current); hops++) {
      const ref = current.$ref;
      if (typeof ref !== 'string') return current;
      const match = /^#\/components\/schemas\/(.+)$/.exec(ref);
      current = match?.[1] === undefined ? undefined : schemas[match[1]];
    }
    return undefined;
  };
  /** The values of `type` that select this branch, if `type` is required and an enum/const. */
  const tagOf = (branch: Json): Json[] | undefined => {
    const schema = resolve(branch);
    if (!schema || !Array.isArray(schema.required) || !schema.required.includes('type')) return undefined;
    const typeSchema = isJsonObject(schema.properties) ? schema.properties.type : undefined;
    if (!isJsonObject(typeSchema)) return undefined;
    if (Array.isArray(typeSchema.enum)) return typeSchema.enum;
    return typeSchema.const === undefined ? undefined : [typeSchema.const];
  };
  const rewriteUnion = (branches: Json[]): Json | undefined => {
    const isNull = (b: Json): boolean => isJsonObject(b) && b.type === 'null' && Object.keys(b).length === 1;
    const rest = branches.filter((b) => !isNull(b));
    let chain: Json;
    if (rest.length === 0) return undefined;
    if (rest.length === 1 && rest[0] !== undefined) chain = rest[0];
    else {
      const tagged = rest.map((branch) => ({ branch, values: tagOf(branch) }));
      const all = tagged.flatMap((t) => t.values ?? []);
      if (tagged.some((t) => !t.values) || new Set(all.map((v) => JSON.stringify(v))).size !== all.length) return undefined;
      // `if`/`then`/`else` are JSON Schema's keywords here, not a thenable.
      chain = tagged.reduceRight<Json>(
        // biome-ignore lint/suspicious/noThenProperty: a JSON Schema conditional
        (otherwise, t) => ({ if: { properties: { type: { enum: t.values ?? [] } }, required: ['type'] }, then: t.branch, else: otherwise }),
        { properties: { type: { enum: all } }, required: ['type'] },
      );
    }
    // biome-ignore lint/suspicious/noThenProperty: a JSON Schema conditional
    return rest.length === branches.length ? chain : { if: { type: 'null' }, then: true, else: chain };
  };
  const walk = (node: Json, key: string | undefined): Json => {
    if (Array.isArray(node)) return node.map((item) => walk(item, undefined));
    if (!isJsonObject(node)) return node;
    const out: JsonObject = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v, k);
    // An enumeration written as oneOf of consts reads better as one enum.
    if (Array.isArray(out.oneOf) && out.oneOf.length > 0 && out.oneOf.every((b) => isJsonObject(b) && 'const' in b)) {
      out.enum = out.oneOf.map((b) => (isJsonObject(b) ? (b.const ?? null) : null));
      delete out.oneOf;
    }
    for (const unionKey of ['oneOf', 'anyOf']) {
      const branches = out[unionKey];
      const rewritten = Array.isArray(branches) ? rewriteUnion(branches) : undefined;
      if (rewritten === undefined) continue;
      delete out[unionKey];
      out.allOf = [...(Array.isArray(out.allOf) ? out.allOf : []), rewritten];
    }
    // Discord takes permission bitfields as strings too (discord.js sends strings); the spec says integer.
    if (key?.endsWith('permissions') && typeIncludes(out, 'integer')) {
      out.type = [...new Set([...(Array.isArray(out.type) ? out.type : [out.type ?? 'integer']), 'string'])];
      out.pattern = '^[0-9]+$';
    }
    return out;
  };
  return walk(spec, undefined) as JsonObject;
}

function typeIncludes(schema: JsonObject, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

function readableErrors(errors: ErrorObject[]): SchemaError[] {
  const structural = new Set(['if', 'oneOf', 'anyOf', 'allOf', 'not']);
  const leaves = errors.filter((e) => !structural.has(e.keyword));
  const seen = new Set<string>();
  const result: SchemaError[] = [];
  for (const error of leaves.length > 0 ? leaves : errors) {
    const message = `${error.message ?? 'is invalid'}${detail(error)} (${error.keyword})`;
    const key = `${error.instancePath} ${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ instancePath: error.instancePath || '/', message });
  }
  return result;
}

function detail(error: ErrorObject): string {
  const params: Record<string, unknown> = error.params;
  if (error.keyword === 'enum') return `: ${JSON.stringify(params.allowedValues)}`;
  if (error.keyword === 'additionalProperties') return ` ('${String(params.additionalProperty)}')`;
  return '';
}
