// Archive bombs (issue 29) against every upload operation: each must be refused (4xx) quickly, never a 5xx or a hang.
// The bombs are the API tests' own (api/test/archive-bombs.ts: TypeScript of erasable syntax, which Node loads).
import { archiveBombs } from '../../api/test/archive-bombs.ts';

/**
 * The file field of an upload operation and its text fields, from the names its summary and description put in
 * backticks: the first that names no value or id is the file's field (`attachment`, `poa_wet_signed`, `id_front`);
 * a `…value`/`…amount` field gets a valid amount, so that the file itself is what the API judges.
 */
export function uploadFields(operation) {
  const text = `${operation.summary ?? ''} ${operation.description ?? ''}`;
  const names = [...new Set([...text.matchAll(/`([a-z][a-z0-9_]*)`/g)].map((match) => match[1]))];
  return {
    file: names.find((name) => !/(value|amount|_id)$/.test(name)) ?? 'attachment',
    fields: Object.fromEntries(names.filter((name) => /(value|amount)$/.test(name)).map((name) => [name, '250000'])),
  };
}

function multipartBody(fields, file, data) {
  const boundary = '----fuzz-archive-bomb';
  const parts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file}"; filename="depot.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The bombs for one operation, sent like its valid request (`valid`: the path and token of cases.mjs's valid case). */
let bombs;
export function archiveBombCases({ path, method, operation }, valid) {
  if (!operation.requestBody?.content?.['multipart/form-data'] || !valid) return [];
  const { file, fields } = uploadFields(operation);
  // made once: the lying one unpacks to 48 MB
  bombs ??= archiveBombs();
  return bombs.map(([label, data]) => {
    const { body, contentType } = multipartBody(fields, file, data);
    return {
      name: `${method.toUpperCase()} ${path}: ${label} in ${file}`,
      method: method.toUpperCase(),
      path: valid.path,
      headers: { 'content-type': contentType },
      body,
      token: 'user',
      expect: 'refused',
      // the API may refuse before it has read the whole body
      large: true,
    };
  });
}
