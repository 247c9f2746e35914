/** How every build compiles the workspace's TypeScript and JSX. */
function swcLoader(isProduction) {
  return {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2020',
        transform: { react: { runtime: 'automatic', development: !isProduction, refresh: false } },
      },
    },
  };
}

module.exports = { swcLoader };
