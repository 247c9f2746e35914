module.exports = require('../tooling/webpack/createConfig.cjs').createConfig({
  dir: __dirname,
  name: 'mfe_jobs',
  port: 3002,
  title: 'Zorvex Logistics — Jobs',
  exposes: {
    './Dashboard': './src/exposed/Dashboard.tsx',
    './JobsList': './src/exposed/JobsList.tsx',
    './JobCreate': './src/exposed/JobCreate.tsx',
    './JobDetail': './src/exposed/JobDetail.tsx',
    './JobEdit': './src/exposed/JobEdit.tsx',
  },
});
