/** Polls until `check` passes (its last failure is thrown after the deadline). */
export async function withinSeconds(seconds: number, check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
