// The two structured-data tools ship no types: what the tests use of them.

declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: unknown): Promise<{ severity: 'ERROR' | 'WARNING'; rootType: string; issueMessage: string }[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld?: Record<string, unknown[]> };
  }
}
