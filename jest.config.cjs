/** Every package's Jest suite, run together by `pnpm test:unit`. */
const fs = require('node:fs');
const path = require('node:path');

const projects = fs.readdirSync(__dirname).filter((dir) => fs.existsSync(path.join(__dirname, dir, 'jest.config.cjs')));

module.exports = { projects: projects.map((dir) => `<rootDir>/${dir}`) };
