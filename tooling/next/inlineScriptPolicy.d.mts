import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const inlineScriptHashesSource: "'inline-script-hashes'";
export declare function inlineScriptSources(html: string): string[];
export declare function policyForBody(policy: string, html: string): string;
export declare function createInlineScriptPolicy(options?: { memoLimit?: number }): (request: IncomingMessage, response: ServerResponse) => void;
