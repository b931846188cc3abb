/**
 * Renders an nginx template the way the official nginx image's envsubst does: each ${NAME} in
 * capitals is replaced by its value; nginx's own lower-case $variables are left alone. Unlike
 * envsubst, a placeholder without a value is an error, so a half-rendered config never starts.
 */
const PLACEHOLDER = /\$\{([A-Z][A-Z0-9_]*)\}/g;

export function renderTemplate(template, values) {
  const missing = new Set();
  const rendered = template.replace(PLACEHOLDER, (whole, name) => {
    if (!Object.hasOwn(values, name)) {
      missing.add(name);
      return whole;
    }
    return String(values[name]);
  });
  if (missing.size > 0) throw new Error(`no value for template placeholder(s): ${[...missing].join(', ')}`);
  return rendered;
}
