// Same loader and minifier as the portal's federation preset, without federation.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');

module.exports = {
  mode: 'production',
  entry: path.join(__dirname, 'index.tsx'),
  output: { path: path.join(__dirname, 'dist'), filename: '[name].[contenthash].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
        },
      },
    ],
  },
  optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
  plugins: [new HtmlWebpackPlugin({ templateContent: '<!doctype html><html><head><meta charset="utf-8"><title>bare</title></head><body><div id="root"></div></body></html>' })],
};
