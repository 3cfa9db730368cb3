import neostandard from 'neostandard'

export default [
  ...neostandard({
    ts: true,
    ignores: ['node_modules', 'coverage', '.tap', 'tap-snapshots']
  }),
  {
    rules: {
      // TypeBox idiom: a schema constant and its Static type share one name.
      '@typescript-eslint/no-redeclare': 'off'
    }
  }
]
