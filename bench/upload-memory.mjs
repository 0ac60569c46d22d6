// The API process's memory while it receives one large upload: does it stream the file to storage, or hold it?
// Starts nothing: point it at a running API, with a token and the API process's id (its /proc/<pid>/status is read).
//
//   node bench/upload-memory.mjs --url http://127.0.0.1:3000 --token <bearer token> --pid <API pid> [--mb 200] [--kind video]
//
// A recipe (PostgreSQL keeps the database out of the measured process; for S3 add STORAGE=s3 S3_ENDPOINT=… S3_BUCKET=…
// S3_ACCESS_KEY_ID=… S3_SECRET_ACCESS_KEY=… S3_FORCE_PATH_STYLE=true, e.g. the local Swift of scripts/s3/start.sh):
//
//   DATABASE_URL=postgres://… DEMO_PASSWORD=folio-demo PORT=3000 node --import tsx apps/api/src/server.ts & pid=$!
//   token=$(curl -s localhost:3000/api/auth/login -H 'content-type: application/json' \
//     -d '{"email":"admin@folio.test","password":"folio-demo"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).token')
//   node bench/upload-memory.mjs --url http://localhost:3000 --token "$token" --pid $pid
//
// The file is an MP4 header and then zeros, made while it is sent (the sender holds 1 MB at a time). The answer
// says the resident memory (RSS) before, its highest sample during the upload (every 50 ms), and the
// process's high-water mark (VmHWM) before and after: a file held whole would add its size to these.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values: o } = parseArgs({
  options: { url: { type: 'string' }, token: { type: 'string' }, pid: { type: 'string' }, mb: { type: 'string', default: '200' }, kind: { type: 'string', default: 'video' } },
});
if (!o.url || !o.token || !o.pid) {
  console.error('usage: node bench/upload-memory.mjs --url <API address> --token <bearer token> --pid <API process id> [--mb 200] [--kind video]');
  process.exit(2);
}

const MB = 1024 * 1024;
/** The kinds' limits are whole megabytes: the file is that much less a few bytes, so that it is accepted. */
const size = Number(o.mb) * MB - 64;

/** VmRSS and VmHWM of the process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** An ISO media file's first box (ftyp, brand isom), which makes the bytes an MP4 to file-type. */
function mp4Head() {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  box.writeUInt32BE(0x200, 12);
  box.write('isomiso2avc1mp41', 16, 'latin1');
  return box;
}

const boundary = '----folio-upload-memory';
const opening = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
const url = new URL(`/api/uploads?kind=${o.kind}`, o.url);

const before = memoryOf(o.pid);
let peakRss = before.rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, memoryOf(o.pid).rss);
}, 50);
const started = Date.now();

const answer = await new Promise((resolve, reject) => {
  const request = http.request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${o.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': opening.length + size + closing.length,
    },
  });
  request.on('response', (res) => {
    const chunks = [];
    res.on('data', (chunk) => chunks.push(chunk));
    res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
  });
  request.on('error', reject);
  (async () => {
    const write = (chunk) => (request.write(chunk) ? undefined : new Promise((go) => request.once('drain', go)));
    await write(opening);
    const head = mp4Head();
    await write(head);
    const zeros = Buffer.alloc(MB);
    for (let sent = head.length; sent < size; sent += MB) await write(zeros.subarray(0, Math.min(MB, size - sent)));
    request.end(closing);
  })().catch(reject);
});

clearInterval(sampler);
const seconds = (Date.now() - started) / 1000;
const after = memoryOf(o.pid);
peakRss = Math.max(peakRss, after.rss);
const round = (mb) => Math.round(mb * 10) / 10;
console.log(JSON.stringify({
  status: answer.status,
  file_mb: round(size / MB),
  seconds: round(seconds),
  mb_per_second: round(size / MB / seconds),
  rss_before_mb: round(before.rss),
  rss_peak_during_mb: round(peakRss),
  rss_peak_growth_mb: round(peakRss - before.rss),
  vm_hwm_before_mb: round(before.hwm),
  vm_hwm_after_mb: round(after.hwm),
}, null, 2));
if (answer.status !== 201) {
  console.error(answer.body);
  process.exit(1);
}
