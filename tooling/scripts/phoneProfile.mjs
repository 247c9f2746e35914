/**
 * A mid-range phone on a slow mobile network, as Lighthouse's mobile audit models it, applied to a
 * Playwright page through the DevTools protocol: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
 * the CPU four times slower, a 412×823 touch screen.
 */
export const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const KBIT_PER_S = 1024 / 8;
export const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1638.4 * KBIT_PER_S, uploadThroughput: 750 * KBIT_PER_S };
export const PHONE_CPU_SLOWDOWN = 4;

/** Slows `page`'s network and CPU to the phone's from its next request on. */
export async function slowToPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
}
