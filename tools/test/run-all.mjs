#!/usr/bin/env node
// Runs the test tiers one after another (unit, int, e2e, security, browser), then prints which
// suites were skipped and why, and one closing line "N passed, N failed, N skipped".
// Usage: node tools/test/run-all.mjs [tier ...]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ALL_TIERS = ['unit', 'int', 'e2e', 'security', 'browser'];
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const tiers = requested.length ? requested : ALL_TIERS;
const extraArgs = process.argv.slice(2).filter((a) => a.startsWith('-'));
const workDir = mkdtempSync(path.join(os.tmpdir(), 'market-tests-'));
const skipReport = path.join(workDir, 'skips.jsonl');
const jest = path.resolve('node_modules/.bin/jest');

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedTiers = [];

for (const tier of tiers) {
  if (!ALL_TIERS.includes(tier)) {
    console.error(`Unknown test tier "${tier}" (use ${ALL_TIERS.join(', ')})`);
    process.exit(2);
  }
  const outputFile = path.join(workDir, `${tier}.json`);
  console.log(`\n=== ${tier} tests ===`);
  const started = Date.now();
  const result = spawnSync(
    jest,
    [
      '-c',
      'jest.config.mjs',
      '--json',
      `--outputFile=${outputFile}`,
      '--passWithNoTests',
      ...(tier === 'unit' ? [] : ['-i']),
      ...extraArgs,
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        JEST_TIER: tier,
        TEST_SKIP_REPORT: skipReport,
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim(),
        KAFKAJS_NO_PARTITIONER_WARNING: '1',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    // A suite that fails to load counts as a failure even with no test run.
    totals.failed += report.numRuntimeErrorTestSuites;
    console.log(
      `--- ${tier}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped in ${seconds} s`,
    );
  } else {
    totals.failed += 1;
    console.log(`--- ${tier}: jest produced no report (exit ${result.status})`);
  }
  if (result.status !== 0) failedTiers.push(tier);
}

if (existsSync(skipReport)) {
  const skips = [
    ...new Map(
      readFileSync(skipReport, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => {
          const s = JSON.parse(l);
          return [s.suite, s.reason];
        }),
    ).entries(),
  ];
  if (skips.length) {
    console.log('\nSkipped suites:');
    for (const [suite, reason] of skips) console.log(`  - ${suite}: ${reason}`);
  }
}
rmSync(workDir, { recursive: true, force: true });
if (failedTiers.length) console.log(`\nFailing tiers: ${failedTiers.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedTiers.length || totals.failed ? 1 : 0);
