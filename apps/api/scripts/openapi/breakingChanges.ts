// Which changes between the last released API description and the current one would break a client
// built against the release (issue 20). Pure functions over two OpenAPI 3.1 documents, no network.
//
// Breaking: a removed path, operation, response status or media type; a response field removed, made
// optional or nullable, or of a wider type; a request input narrowed (type changed, null or enum
// values no longer accepted, tighter length, range or pattern); a new required input (parameter,
// body or body property) or an optional one made required.
// Allowed: new paths, operations, optional inputs and response fields; a response enum value added
// (the storefront client tolerates values it does not know, like fields it does not know); a request
// input widened; a parameter or body field the server no longer reads (unknown query parameters and
// body fields are ignored unless the body schema forbids them).

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}

interface Content {
  content?: Record<string, { schema?: Schema }>;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: Content & { required?: boolean };
  responses?: Record<string, Content>;
}

/** The parts of an OpenAPI document the comparison reads. */
export interface OpenApiDescription {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface BreakingChange {
  /** The path as the released description names it. */
  path: string;
  /** The operation's method, lower case as in the description. */
  method: string;
  /** A JSON pointer (RFC 6901) into the released operation; empty for the operation itself. */
  pointer: string;
  /** What changed, in words. */
  change: string;
}

type Direction = 'request' | 'response';

interface Finding {
  pointer: string;
  change: string;
}

interface Walk {
  released: OpenApiDescription;
  current: OpenApiDescription;
  direction: Direction;
  /** Pairs of references being compared further up, so recursive schemas end. */
  seen: ReadonlySet<string>;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function pointerOf(...tokens: (string | number)[]): string {
  return tokens.map((token) => `/${String(token).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

function resolved(description: OpenApiDescription, schema: Schema): Schema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 32; hops++) {
    const name = current.$ref.startsWith('#/components/schemas/') ? current.$ref.slice('#/components/schemas/'.length) : undefined;
    const target = name === undefined ? undefined : description.components?.schemas?.[name.replaceAll('~1', '/').replaceAll('~0', '~')];
    if (!target) throw new Error(`Unresolvable reference ${current.$ref}`);
    current = target;
  }
  return current;
}

interface Alternatives {
  nullable: boolean;
  branches: Schema[];
}

/** A schema as the non-null shapes it allows, and whether it allows null (zod's nullable is an anyOf). */
function alternativesOf(description: OpenApiDescription, schema: Schema): Alternatives {
  const target = resolved(description, schema);
  const union = target.anyOf ?? target.oneOf;
  if (union) {
    const parts = union.map((branch) => alternativesOf(description, branch));
    return { nullable: parts.some((part) => part.nullable), branches: parts.flatMap((part) => part.branches) };
  }
  const types = typesOf(target);
  // A schema without a type allows any value, null too.
  if (types.length === 0) return { nullable: true, branches: [target] };
  if (types.includes('null')) {
    const rest = types.filter((type) => type !== 'null');
    return { nullable: true, branches: rest.length > 0 ? [{ ...target, type: rest }] : [] };
  }
  return { nullable: false, branches: [target] };
}

function typesOf(schema: Schema): string[] {
  if (schema.type !== undefined) return [schema.type].flat();
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  const values = enumOf(schema);
  if (values) return [...new Set(values.map((value) => (value === null ? 'null' : typeof value)))];
  return [];
}

function enumOf(schema: Schema): unknown[] | undefined {
  return schema.enum ?? ('const' in schema ? [schema.const] : undefined);
}

/** Whether every value of type `narrow` is a value of type `wide`. */
function typeCovers(wide: string, narrow: string): boolean {
  return wide === narrow || (wide === 'number' && narrow === 'integer');
}

const describeTypes = (types: string[]) => (types.length > 0 ? types.join(' | ') : 'anything');

/**
 * What breaks a client when the released schema becomes the current one. For a response the current
 * values must be ones the released schema promised; for a request the released values must still be
 * accepted.
 */
function compareSchemas(walk: Walk, released: Schema, current: Schema, pointer: string): Finding[] {
  if (released.$ref !== undefined && current.$ref !== undefined) {
    const pair = `${released.$ref} ${current.$ref}`;
    if (walk.seen.has(pair)) return [];
    walk = { ...walk, seen: new Set([...walk.seen, pair]) };
  }
  const was = alternativesOf(walk.released, released);
  const is = alternativesOf(walk.current, current);
  const findings: Finding[] = [];
  if (walk.direction === 'response' && is.nullable && !was.nullable) findings.push({ pointer, change: 'may now be null' });
  if (walk.direction === 'request' && was.nullable && !is.nullable) findings.push({ pointer, change: 'no longer accepts null' });
  // Each value the client may meet (response: the current shapes; request: the released shapes it sends) must fit some shape on the other side.
  const [must, within] = walk.direction === 'response' ? [is.branches, was.branches] : [was.branches, is.branches];
  for (const shape of must) {
    const attempts = within.map((other) => (walk.direction === 'response' ? compareShapes(walk, other, shape, pointer) : compareShapes(walk, shape, other, pointer)));
    if (attempts.some((attempt) => attempt.length === 0)) continue;
    const closest = attempts.sort((a, b) => a.length - b.length)[0];
    findings.push(...(closest ?? [{ pointer, change: `${walk.direction === 'response' ? 'may now be' : 'no longer accepts'} ${describeTypes(typesOf(shape))}` }]));
  }
  return findings;
}

/** One non-null shape against another (see compareSchemas for the direction). */
function compareShapes(walk: Walk, released: Schema, current: Schema, pointer: string): Finding[] {
  const wasTypes = typesOf(released);
  const isTypes = typesOf(current);
  // No type on a side is any value: a response may narrow to a type, a request may widen to any.
  const [narrow, wide] = walk.direction === 'response' ? [isTypes, wasTypes] : [wasTypes, isTypes];
  if (wide.length > 0 && (narrow.length === 0 || !narrow.every((type) => wide.some((other) => typeCovers(other, type))))) {
    return [{ pointer, change: `type changed from ${describeTypes(wasTypes)} to ${describeTypes(isTypes)}` }];
  }
  if (walk.direction === 'request') return [...narrowedInput(released, current, pointer), ...compareChildren(walk, released, current, pointer)];
  return compareChildren(walk, released, current, pointer);
}

const lowerBounds = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'] as const;
const upperBounds = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'] as const;

/** A request value the released schema accepted that the current one refuses. */
function narrowedInput(released: Schema, current: Schema, pointer: string): Finding[] {
  const findings: Finding[] = [];
  const wasValues = enumOf(released);
  const isValues = enumOf(current);
  if (isValues && !wasValues) findings.push({ pointer, change: `now accepts only ${isValues.map(String).join(', ')}` });
  if (isValues && wasValues) {
    const removed = wasValues.filter((value) => !isValues.includes(value));
    if (removed.length > 0) findings.push({ pointer, change: `no longer accepts ${removed.map(String).join(', ')}` });
  }
  for (const bound of lowerBounds) {
    const was = released[bound];
    const is = current[bound];
    if (is !== undefined && (was === undefined || is > was)) findings.push({ pointer, change: `${bound} raised from ${was ?? 'none'} to ${is}` });
  }
  for (const bound of upperBounds) {
    const was = released[bound];
    const is = current[bound];
    if (is !== undefined && (was === undefined || is < was)) findings.push({ pointer, change: `${bound} lowered from ${was ?? 'none'} to ${is}` });
  }
  if (current.pattern !== undefined && current.pattern !== released.pattern && !(released.pattern !== undefined && patternWidened(released.pattern, current.pattern))) {
    findings.push({ pointer, change: `pattern changed from ${released.pattern ?? 'none'} to ${current.pattern}` });
  }
  if (current.format !== undefined && current.format !== released.format) findings.push({ pointer, change: `format changed from ${released.format ?? 'none'} to ${current.format}` });
  return findings;
}

const literal = /^[A-Za-z0-9_-]+$/;
const literalAlternatives = /^\((?:\?:)?([A-Za-z0-9_-]+(?:\|[A-Za-z0-9_-]+)*)\)$/;

/**
 * Whether `current` accepts all that `released` did, in the one shape provable without a regex
 * engine: a literal word of the old pattern became a group of literal words that includes it
 * (`\.svg$` → `\.(webp|svg)$`). Any other change of pattern counts as a narrowing.
 */
export function patternWidened(released: string, current: string): boolean {
  let start = 0;
  while (start < released.length && start < current.length && released[start] === current[start]) start += 1;
  let end = 0;
  while (end < released.length - start && end < current.length - start && released.at(-1 - end) === current.at(-1 - end)) end += 1;
  const prefix = released.slice(0, start);
  const suffix = released.slice(released.length - end);
  const was = released.slice(start, released.length - end);
  const group = literalAlternatives.exec(current.slice(start, current.length - end));
  // An escape cut in two, or a quantifier after the word (it applied to the word's last character
  // alone, and would now apply to the whole group), and the proof does not hold.
  const escapeCut = (/\\+$/.exec(prefix)?.[0].length ?? 0) % 2 === 1;
  return !escapeCut && !/^[?*+{]/.test(suffix) && literal.test(was) && group !== null && group[1]!.split('|').includes(was);
}

function compareChildren(walk: Walk, released: Schema, current: Schema, pointer: string): Finding[] {
  const findings: Finding[] = [];
  const wasRequired = new Set(released.required ?? []);
  const isRequired = new Set(current.required ?? []);
  const wasProperties = released.properties ?? {};
  const isProperties = current.properties ?? {};
  if (walk.direction === 'response') {
    for (const [name, schema] of Object.entries(wasProperties)) {
      const at = `${pointer}${pointerOf('properties', name)}`;
      const now = isProperties[name];
      if (!now) {
        findings.push({ pointer: at, change: 'response field removed' });
        continue;
      }
      if (wasRequired.has(name) && !isRequired.has(name)) findings.push({ pointer: at, change: 'response field became optional' });
      findings.push(...compareSchemas(walk, schema, now, at));
    }
  } else {
    for (const name of isRequired) {
      if (wasRequired.has(name)) continue;
      const at = `${pointer}${pointerOf('properties', name)}`;
      findings.push({ pointer: at, change: name in wasProperties ? 'optional input became required' : 'new required input' });
    }
    for (const [name, schema] of Object.entries(wasProperties)) {
      const at = `${pointer}${pointerOf('properties', name)}`;
      const now = isProperties[name];
      if (now) findings.push(...compareSchemas(walk, schema, now, at));
      else if (current.additionalProperties === false) findings.push({ pointer: at, change: 'input field no longer accepted' });
    }
  }
  if (typeof released.additionalProperties === 'object' && typeof current.additionalProperties === 'object') {
    findings.push(...compareSchemas(walk, released.additionalProperties, current.additionalProperties, `${pointer}/additionalProperties`));
  }
  if (released.items && current.items) findings.push(...compareSchemas(walk, released.items, current.items, `${pointer}/items`));
  return findings;
}

/** A parameter's identity: path parameters by position (a renamed template variable is the same URL). */
function parameterKey(path: string, parameter: Parameter): string {
  if (parameter.in !== 'path') return `${parameter.in}:${parameter.name}`;
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  return `path:${names.indexOf(parameter.name)}`;
}

function compareParameters(walk: Walk, releasedPath: string, currentPath: string, released: Operation, current: Operation): Finding[] {
  const findings: Finding[] = [];
  const wasParameters = released.parameters ?? [];
  const byKey = new Map(wasParameters.map((parameter, index) => [parameterKey(releasedPath, parameter), { parameter, index }]));
  for (const parameter of current.parameters ?? []) {
    const was = byKey.get(parameterKey(currentPath, parameter));
    const label = `${parameter.in} parameter ${parameter.name}`;
    if (!was) {
      if (parameter.required) findings.push({ pointer: '/parameters', change: `new required ${label}` });
      continue;
    }
    const at = pointerOf('parameters', was.index);
    if (parameter.required && !was.parameter.required) findings.push({ pointer: at, change: `optional ${label} became required` });
    if (was.parameter.schema && parameter.schema) {
      findings.push(...compareSchemas(walk, was.parameter.schema, parameter.schema, `${at}/schema`).map(({ pointer, change }) => ({ pointer, change: `${label}: ${change}` })));
    }
  }
  return findings;
}

function compareRequestBodies(walk: Walk, released: Operation, current: Operation): Finding[] {
  const was = released.requestBody;
  const is = current.requestBody;
  if (!is) return [];
  if (!was) return is.required ? [{ pointer: '', change: 'new required request body' }] : [];
  const findings: Finding[] = [];
  if (is.required && !was.required) findings.push({ pointer: '/requestBody', change: 'request body became required' });
  for (const [mediaType, { schema }] of Object.entries(was.content ?? {})) {
    const at = pointerOf('requestBody', 'content', mediaType);
    const now = is.content?.[mediaType];
    if (!now) findings.push({ pointer: at, change: `request body ${mediaType} no longer accepted` });
    else if (schema && now.schema) findings.push(...compareSchemas(walk, schema, now.schema, `${at}/schema`));
  }
  return findings;
}

function compareResponses(walk: Walk, released: Operation, current: Operation): Finding[] {
  const findings: Finding[] = [];
  for (const [status, response] of Object.entries(released.responses ?? {})) {
    const now = current.responses?.[status];
    if (!now) {
      findings.push({ pointer: pointerOf('responses', status), change: `response ${status} removed` });
      continue;
    }
    for (const [mediaType, { schema }] of Object.entries(response.content ?? {})) {
      const at = pointerOf('responses', status, 'content', mediaType);
      const body = now.content?.[mediaType];
      if (!body) findings.push({ pointer: at, change: `response body ${mediaType} removed` });
      else if (schema && body.schema) findings.push(...compareSchemas(walk, schema, body.schema, `${at}/schema`));
    }
  }
  return findings;
}

/** A path with its template variables unnamed: `/orders/{id}/` and `/orders/{number}/` are one URL. */
const urlShape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

/** The changes from `released` to `current` that would break a client built against `released`. */
export function breakingChanges(released: OpenApiDescription, current: OpenApiDescription): BreakingChange[] {
  const currentPaths = new Map(Object.keys(current.paths ?? {}).map((path) => [urlShape(path), path]));
  const changes: BreakingChange[] = [];
  for (const [path, item] of Object.entries(released.paths ?? {})) {
    const currentPath = currentPaths.get(urlShape(path));
    const currentItem = currentPath === undefined ? undefined : current.paths?.[currentPath];
    for (const method of httpMethods.filter((name) => name in item)) {
      const operation = item[method] as Operation;
      const now = currentItem?.[method] as Operation | undefined;
      if (currentPath === undefined || !now) {
        changes.push({ path, method, pointer: '', change: currentPath === undefined ? 'path removed' : 'operation removed' });
        continue;
      }
      const request: Walk = { released, current, direction: 'request', seen: new Set() };
      const response: Walk = { ...request, direction: 'response' };
      const findings = [
        ...compareParameters(request, path, currentPath, operation, now),
        ...compareRequestBodies(request, operation, now),
        ...compareResponses(response, operation, now),
      ];
      changes.push(...findings.map((finding) => ({ path, method, ...finding })));
    }
  }
  return changes;
}

export function formatBreakingChange({ path, method, pointer, change }: BreakingChange): string {
  return `${method.toUpperCase()} ${path} ${pointer || '(operation)'}: ${change}`;
}
