import { build } from 'vite';
import { gzipSync } from 'node:zlib';
process.env.NODE_ENV = 'production';
const report = [];
await build({
  logLevel: 'warn', mode: 'production',
  build: { outDir: '/tmp/analyze-dist', emptyOutDir: true, write: false },
  plugins: [{
    name: 'sizes',
    generateBundle(_o, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const seen = new Set();
      const walk = (name) => { if (seen.has(name)) return; seen.add(name); const c = bundle[name]; for (const i of c.imports) walk(i); };
      walk(entry.fileName); for (const d of entry.dynamicImports) walk(d);
      let total = 0;
      for (const name of seen) {
        const c = bundle[name];
        const gz = gzipSync(c.code).length; total += gz;
        report.push(`== ${name} raw ${c.code.length} gz ${gz}`);
        const mods = Object.entries(c.modules).map(([id, m]) => [m.renderedLength, id.replace(process.cwd() + '/', '')]).sort((a, b) => b[0] - a[0]);
        const groups = {};
        for (const [len, id] of mods) { const g = id.includes('node_modules') ? id.split('node_modules/')[1].split('/').slice(0, id.includes('@') ? 2 : 1).join('/') : id.split('/').slice(0, 3).join('/'); groups[g] = (groups[g] ?? 0) + len; }
        for (const [g, len] of Object.entries(groups).sort((a, b) => b[1] - a[1]).slice(0, 60)) report.push(`  ${String(len).padStart(8)} ${g}`);
      }
      report.push(`TOTAL gz ${total}`);
    },
  }],
});
console.log(report.join('\n'));
