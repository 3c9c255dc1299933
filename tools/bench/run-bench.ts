/**
 * Runs a benchmark's `main` and always its `cleanUp` (servers stopped, scratch folders removed):
 * after it ends, after it fails (the message printed, exit code 1), and on Ctrl-C (exit 130).
 */
export async function runBench(main: () => Promise<void>, cleanUp: () => Promise<void>): Promise<void> {
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130))
  })
  try {
    await main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await cleanUp()
  }
}
