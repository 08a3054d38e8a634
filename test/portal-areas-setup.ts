/**
 * Every test sees the portal as it runs: the list of areas hands the route catalogue and the screens
 * to the layers below it when it is loaded (src/areas/areas.ts), as main.tsx does for the page.
 */
import '../src/areas/areas';
