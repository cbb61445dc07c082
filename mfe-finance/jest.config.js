module.exports = require('@courier/shared/jest-preset');
