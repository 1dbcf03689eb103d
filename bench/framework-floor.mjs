#!/usr/bin/env node
// `npm run bench:floor`: the first-load JavaScript of pages with none of our code on this
// project's own Next.js and React (issue 19 item 2 asks budgets of 130-140 kB; this is the
// floor under them). It writes a small app into .bench-data/framework-floor (a root
// layout; an empty page; a page with a `next/link`, which every site page has; a client
// component with a `useState`, the least a page that reacts has), builds it with the
// project's `next`, and measures what each page's HTML makes the browser load. A fourth page,
// the same link and button under the Pages Router, says what a lighter runtime of the same
// Next.js and React would give (DESIGN fixes the App Router; this is for comparison).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = path.resolve('.bench-data/framework-floor');
const files = {
  'package.json': JSON.stringify({ name: 'framework-floor', private: true }),
  // Its own (empty) config: without one, next would find the site's, a directory up.
  'next.config.mjs': 'export default {};\n',
  'app/layout.jsx': "export default function Layout({ children }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n",
  'app/page.jsx': 'export default function Page() {\n  return <main><h1>Empty</h1></main>;\n}\n',
  'app/linked/page.jsx': "import Link from 'next/link';\nexport default function Page() {\n  return <main><h1>Linked</h1><Link href=\"/\">home</Link></main>;\n}\n",
  'app/counter/counter.jsx': "'use client';\nimport { useState } from 'react';\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
  'app/counter/page.jsx': "import Link from 'next/link';\nimport { Counter } from './counter';\nexport default function Page() {\n  return <main><h1>Counter</h1><Counter /><Link href=\"/\">home</Link></main>;\n}\n",
  'pages/pages-router.jsx': "import Link from 'next/link';\nimport { useState } from 'react';\nexport default function Page() {\n  const [n, setN] = useState(0);\n  return <main><h1>Pages Router</h1><button onClick={() => setN(n + 1)}>{n}</button><Link href=\"/\">home</Link></main>;\n}\n",
};
fs.rmSync(dir, { recursive: true, force: true });
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), text);
}
// The project's own next (resolved from the repository's node_modules, as the site builds).
const next = path.resolve('node_modules/next/dist/bin/next');
console.log(`bench:floor: building ${dir} with next ${JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version}, react ${JSON.parse(fs.readFileSync('node_modules/react/package.json', 'utf8')).version}`);
execFileSync(process.execPath, [next, 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });

// What the browser loads: every module script of the prerendered page (not the noModule
// polyfills, which no current browser fetches), gzip -9, as bench:pages counts kB (1,024 bytes).
const firstLoad = (html) => {
  const text = fs.readFileSync(path.join(dir, '.next/server', html), 'utf8');
  const scripts = [...new Set([...text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/nomodule/i.test(attrs)).map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1]).filter(Boolean))];
  const bytes = scripts.reduce((n, src) => n + zlib.gzipSync(fs.readFileSync(path.join(dir, '.next', src.replace(/^\/_next\//, ''))), { level: 9 }).length, 0);
  return { bytes, files: scripts.length };
};
const pages = [
  ['empty page', 'app/index.html'],
  ['page with next/link', 'app/linked.html'],
  ['page with next/link and a useState button', 'app/counter.html'],
  ['the same under the Pages Router', 'pages/pages-router.html'],
];
for (const [label, html] of pages) {
  const { bytes, files } = firstLoad(html);
  console.log(`${label.padEnd(42)} ${(bytes / 1024).toFixed(1).padStart(6)} kB in ${files} files`);
}
console.log('Budgets (issue 19): / ≤ 140 kB, /real-estate ≤ 130 kB, a listing page ≤ 140 kB');
