import ts from 'typescript';

/** The file kinds whose imports are checked: JavaScript and type declarations, ESM or CJS. */
export const CODE_FILE = /\.(?:[cm]?js|d\.[cm]?ts)$/;

function scriptKind(fileName: string): ts.ScriptKind {
  return /\.d\.[cm]?ts$/.test(fileName) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
}

function stringArgument(node: ts.Node | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** `require`, `require2`, `__require` ... : the names bundlers give a (created) require function. */
function isRequireName(node: ts.Expression): boolean {
  return ts.isIdentifier(node) && /^_*require\d*$/.test(node.text);
}

/** `require.resolve(x)`, `require2.resolve(x)` and `import.meta.resolve(x)`. */
function isResolveCall(callee: ts.Expression): boolean {
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'resolve') return false;
  const target = callee.expression;
  return isRequireName(target) || (ts.isMetaProperty(target) && target.name.text === 'meta');
}

/**
 * Every module specifier `text` refers to: static and dynamic imports, re-exports, `import('x')`
 * types, `require('x')`, `require.resolve('x')`, `import x = require('x')`, module augmentations and
 * `/// <reference types="x" />`. Parsed, not grepped: text inside strings, templates and comments
 * (a scaffolder's templates, TSDoc examples) is not an import.
 */
export function moduleSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName));
  const found = new Set<string>();
  const add = (specifier: string | undefined): void => {
    if (specifier !== undefined) found.add(specifier);
  };
  for (const reference of source.typeReferenceDirectives) add(reference.fileName);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      add(stringArgument(node.moduleSpecifier));
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(stringArgument(node.moduleReference.expression));
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(stringArgument(node.argument.literal));
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      add(node.name.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || isRequireName(callee) || isResolveCall(callee)) {
        add(stringArgument(node.arguments[0]));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found];
}

/** The package a bare specifier names (`@scope/name/sub` -> `@scope/name`); undefined for paths. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(specifier)) return undefined; // node:fs, data:, file:
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return name === undefined || name === '' ? undefined : name;
}
