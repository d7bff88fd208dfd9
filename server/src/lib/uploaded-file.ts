/**
 * A file sent in a multipart/form-data body, as the multipart plugin hands it to a route
 * (plugins/multipart-bodies.ts). Services take it from the validated body, so the shape lives
 * here, below both: a service never imports a plugin.
 */
export interface UploadedFile {
  kind: 'uploaded-file';
  fieldname: string;
  filename: string;
  bytes: Buffer;
}

/** True only for what the multipart plugin made: a JSON body can imitate the shape, but not carry a Buffer. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as UploadedFile).kind === 'uploaded-file' &&
    Buffer.isBuffer((value as UploadedFile).bytes)
  );
}
