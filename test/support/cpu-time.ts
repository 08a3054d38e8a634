/**
 * The CPU time this process has used so far, in milliseconds. A budget in a test is read on it rather
 * than on the clock: the clock also counts the time a busy machine gives to other processes, so a
 * loaded machine would fail the budget although the work itself costs no more.
 */
export function cpuMilliseconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
