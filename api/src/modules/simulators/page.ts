export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface FormField {
  name: string;
  label: string;
  type: 'email' | 'text' | 'checkbox' | 'password';
  required?: boolean;
  autocomplete?: string;
}

/**
 * The consent screen (it posts back to its own address, whatever prefix a proxy put in front of it) a provider shows. Labels carry both languages because the provider, not the portal,
 * owns this page; hidden fields carry the authorization request through the POST.
 */
export function authorizePage(options: {
  title: string;
  hidden: Record<string, string | undefined>;
  fields: FormField[];
}): string {
  const hidden = Object.entries(options.hidden)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('\n      ');
  const fields = options.fields
    .map((field) => {
      const id = `field-${field.name}`;
      const required = field.required ? ' required' : '';
      const autocomplete = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : '';
      return field.type === 'checkbox'
        ? `<p><input id="${id}" name="${field.name}" type="checkbox" value="true"><label for="${id}">${escapeHtml(field.label)}</label></p>`
        : `<p><label for="${id}">${escapeHtml(field.label)}</label><br><input id="${id}" name="${field.name}" type="${field.type}"${required}${autocomplete}></p>`;
    })
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${escapeHtml(options.title)}</title>
    <style>body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}input[type=email],input[type=text],input[type=password]{width:100%;padding:.5rem;font-size:1rem}button{padding:.6rem 1.2rem;font-size:1rem}</style>
  </head>
  <body>
    <main>
      <h1>${escapeHtml(options.title)}</h1>
      <p>Local simulator / ระบบจำลองสำหรับการพัฒนา</p>
      <form method="post">
      ${hidden}
      ${fields}
        <button type="submit">Continue / ดำเนินการต่อ</button>
      </form>
    </main>
  </body>
</html>`;
}

export function errorPage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title></head><body><main><h1>Error</h1><p role="alert">${escapeHtml(message)}</p></main></body></html>`;
}

/**
 * How Apple answers with `response_mode=form_post`: a page that POSTs the answer to the redirect URI at once (its
 * script is served from the simulator's own origin, as the API's CSP asks; the button is there without scripts).
 */
export function formPostPage(action: string, fields: Record<string, string>): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n      ');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="robots" content="noindex">
    <title>Signing in / กำลังเข้าสู่ระบบ</title>
    <script src="form-post.js" defer></script>
  </head>
  <body>
    <main>
      <form method="post" action="${escapeHtml(action)}">
      ${hidden}
        <button type="submit">Continue / ดำเนินการต่อ</button>
      </form>
    </main>
  </body>
</html>`;
}

/** The script of the form-post page: submits its form as soon as the page has loaded. */
export const formPostScript = 'document.forms[0].submit();\n';
