// The flow report the model-test helper writes for /flows: coverage plus the fixtures a walk runs on.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createModel } from './modelTest';
import { writeFlowReport } from './model/flowReport';
import { tinyMachine } from './fixtures/tiny.machine';

const dir = mkdtempSync(join(tmpdir(), 'flow-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('flow report', () => {
  it('writes what the model reached and the fixtures, as plain JSON', async () => {
    const spec = {
      name: 'tiny report',
      inputs: { fresh: {} },
      events: {
        'fetch.start': [{ type: 'fetch.start' as const }],
        'fetch.retry': [{ type: 'fetch.retry' as const }],
        'result.reset': [{ type: 'result.reset' as const }],
        'label.set': [{ type: 'label.set' as const, label: 'a' }],
      },
      outputs: { fetchThing: [{ value: 'one' }] },
      errors: { fetchThing: { '-1': Object.assign(new Error('fatal'), { code: '-1', status: 400 }), '-2': { code: '-2' } } },
      log: () => {},
    };
    const model = createModel(tinyMachine, spec);
    const report = await model.runAll();
    const file = writeFlowReport(tinyMachine, spec, report, dir);
    expect(file).toBe(join(dir, 'tiny_report.json'));
    const written = JSON.parse(readFileSync(file ?? '', 'utf8'));
    expect(written.machineId).toBe(tinyMachine.id);
    expect(written.states).toEqual(report.states);
    expect(written.transitions.taken).toEqual(report.transitions.taken);
    expect(written.errors.exercised).toEqual(report.errors.exercised);
    expect(written.fixtures.inputs).toEqual({ fresh: {} });
    expect(written.fixtures.outputs).toEqual({ fetchThing: [{ value: 'one' }] });
    // An Error keeps its message and its own fields (what the machine reads: code, status).
    expect(written.fixtures.errors.fetchThing['-1']).toEqual({ message: 'fatal', code: '-1', status: 400 });
  });
});
