/**
 * Which way a bus trip runs on its route: UP from the route's from_place to its to_place,
 * DOWN back. The web names the two ways with the route's up_slug and down_slug
 * (/transport/bus/ilambazar-to-bolpur, /transport/bus/bolpur-to-ilambazar).
 */
export enum BusDirection {
  UP = 'UP',
  DOWN = 'DOWN',
}
