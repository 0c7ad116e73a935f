import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { withoutChartDescriptions } from '../../vite.chartDescriptions';

const transform = (code: string, id: string) => {
  const hook = withoutChartDescriptions().transform as (code: string, id: string) => { code: string } | null;
  return hook(code, id);
};

const chart = `
import { setup } from 'xstate';
const place = 'the pump';
export const machine = setup({}).createMachine({
  id: 'pump',
  description: 'The driver chooses a pump.',
  states: {
    choosing: {
      description: \`Waits at \${place} for a tap.\`,
      on: { chosen: { target: 'chosen', description: 'A pump ' + "was tapped." } },
    },
    chosen: { type: 'final', description: \`Done.\` },
  },
});
export const shown = { description: place };
`;

describe('production builds leave the charts’ written-out descriptions out', () => {
  it('drops every description written as text, and keeps one computed at run time', () => {
    const out = transform(chart, '/app/machines/pump/pumpChoice.ts')?.code ?? '';
    expect(out).not.toContain('The driver chooses a pump.');
    expect(out).not.toContain('was tapped');
    expect(out).not.toContain('Done.');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the template's text as written in the chart.
    expect(out).toContain('Waits at ${place} for a tap.');
    expect(out).toContain('{ description: place }');
    expect(out).toContain("target: 'chosen'");
    expect(() => parseAst(out)).not.toThrow();
  });

  it('touches nothing outside the charts', () => {
    expect(transform(chart, '/app/src/flows/pay/pumpChoice/PumpScreen.tsx')).toBeNull();
  });
});
