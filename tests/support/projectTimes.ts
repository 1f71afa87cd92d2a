import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTime {
  files: number;
  tests: number;
  first: number;
  last: number;
  /** Per phase, summed over the project's files (a worker's time, not wall time). */
  environment: number;
  imports: number;
  running: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Prints, after the run, each project's files and tests, its wall span (its first file's start to its
 * last file's end; projects overlap, they share the workers) and the time its files spent in jsdom or
 * node setup, imports and tests, summed over files. Used by `npm test` (scripts/test.mjs).
 */
export default class ProjectTimes implements Reporter {
  private readonly projects = new Map<string, ProjectTime>();
  private readonly started = new Map<string, number>();

  onTestModuleStart(module: TestModule) {
    this.started.set(module.moduleId, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    const name = module.project.name || 'root';
    const now = performance.now();
    const start = this.started.get(module.moduleId) ?? now;
    const diagnostic = module.diagnostic();
    const time = this.projects.get(name) ?? { files: 0, tests: 0, first: start, last: now, environment: 0, imports: 0, running: 0 };
    time.files += 1;
    time.tests += [...module.children.allTests()].length;
    time.first = Math.min(time.first, start);
    time.last = Math.max(time.last, now);
    time.environment += diagnostic.environmentSetupDuration + diagnostic.prepareDuration;
    time.imports += diagnostic.collectDuration + diagnostic.setupDuration;
    time.running += diagnostic.duration;
    this.projects.set(name, time);
  }

  onTestRunEnd() {
    if (this.projects.size === 0) return;
    const rows = [...this.projects].map(([name, t]) => [
      name,
      String(t.files),
      String(t.tests),
      seconds(t.last - t.first),
      seconds(t.environment),
      seconds(t.imports),
      seconds(t.running),
    ]);
    const header = ['project', 'files', 'tests', 'wall span', 'setup+env', 'import', 'tests'];
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
    const line = (cells: string[]) =>
      cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
    console.log(`\nTime per project (setup+env, import and tests summed over files):\n${[header, ...rows].map(line).join('\n')}`);
  }
}
