/** The parts of gltf-validator (compiled from Dart, no types of its own) the model check uses. */
declare module 'gltf-validator' {
  export interface ValidationOptions {
    uri?: string;
    format?: 'gltf' | 'glb';
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    writeTimestamp?: boolean;
    maxIssues?: number;
    ignoredIssues?: string[];
  }

  export interface ValidationMessage {
    code: string;
    message: string;
    /** 0 error, 1 warning, 2 information, 3 hint. */
    severity: number;
    pointer?: string;
    offset?: number;
  }

  export interface ValidationReport {
    uri?: string;
    mimeType?: string;
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationMessage[];
      truncated: boolean;
    };
    info?: { version?: string; resources?: { pointer: string; storage: string; uri?: string; mimeType?: string }[] };
  }

  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;
  export function validateString(json: string, options?: ValidationOptions): Promise<ValidationReport>;
  export function version(): string;
}
