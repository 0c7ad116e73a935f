import { parseAst } from 'rolldown/parseAst';
import type { Plugin } from 'vite';

type AstNode = { type: string; start: number; end: number; [key: string]: unknown };
const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
/** A string written out: a literal, a template without expressions, or such strings joined with `+`. */
const isText = (node: AstNode): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) ||
  (node.type === 'BinaryExpression' &&
    node.operator === '+' &&
    isText(node.left as AstNode) &&
    isText(node.right as AstNode));

/**
 * A build with a platform URL leaves out the charts' descriptions (`description: '…'` in machines/), which only the
 * sandbox's /charts and `npm run charts` read: about 2.4 kB gzipped of the QR entry.
 */
export function withoutChartDescriptions(): Plugin {
  return {
    name: 'forecourt-without-chart-descriptions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]machines[\\/].*\.ts$/.test(id) || !code.includes('description')) return null;
      const cuts: [number, number][] = [];
      const visit = (node: unknown) => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!isNode(node)) return;
        const key = node.key as AstNode | undefined;
        if (
          node.type === 'Property' &&
          !node.computed &&
          key?.type === 'Identifier' &&
          key.name === 'description' &&
          isText(node.value as AstNode)
        ) {
          const comma = /^\s*,/.exec(code.slice(node.end))?.[0].length ?? 0;
          cuts.push([node.start, node.end + comma]);
          return;
        }
        for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
      };
      visit(parseAst(code));
      if (!cuts.length) return null;
      let out = code;
      for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}
