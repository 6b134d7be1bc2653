// Loaded in a frame without allow-same-origin, so its origin is "null": the Embedded App SDK
// takes messages only from Discord's origins, its own, or "null", and the sandbox's page is
// none of them. The page hands this frame each message for the Activity's frame, its sibling,
// and the message reaches the Activity from here, as one from Discord's client would.
"use strict";
window.addEventListener("message", (event) => {
  if (event.source !== window.parent || !event.data || typeof event.data !== "object") return;
  const { frame, origin, message } = event.data;
  const target = window.parent.frames[frame];
  if (target) target.postMessage(message, origin);
});
