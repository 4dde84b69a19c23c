import { writeFileSync } from 'node:fs';
import { documentFile, documentText, schemaFile, schemaText } from './document.ts';

// `npm run contract:generate`: the API's OpenAPI document and the front ends' types from it, written together.
const document = documentText();
writeFileSync(documentFile, document);
writeFileSync(schemaFile, await schemaText(document));
console.log(`wrote ${documentFile} and ${schemaFile}`);
