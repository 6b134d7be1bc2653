// The Discord client's side of an Activity, as far as Tabula's needs it: the sandbox frames
// the bot's /activity and answers the Embedded App SDK's RPC over postMessage as Discord does
// (opcodes HANDSHAKE 0, FRAME 1, CLOSE 2; the READY event after the handshake; the AUTHORIZE
// and AUTHENTICATE commands, whose code and token the local Discord issues and checks through
// the sandbox's server). Commands it does not know get the SDK's INVALID_COMMAND error.
"use strict";

const HANDSHAKE = 0, FRAME = 1, CLOSE = 2;
const INVALID_PAYLOAD = 4000, INVALID_COMMAND = 4002;

const activity = {
  pane: null,
  frame: null,
  courier: null,
  launch: null, // {url, origin, client_id}
  frameId: "",
  me: "",
};

function activityPane() {
  return document.getElementById("activity-pane");
}

async function startActivity(channelId, me) {
  stopActivity();
  const answer = await fetch(`/api/activity?${new URLSearchParams({ channel: channelId })}`);
  const launch = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(launch.error || `HTTP ${answer.status}`);
  activity.launch = launch;
  activity.me = me;
  activity.frameId = new URL(launch.url).searchParams.get("frame_id");
  const pane = activityPane();
  const holder = pane.querySelector(".activity-frame");
  // the courier first: the SDK shakes hands as soon as the Activity's script runs
  const courier = document.createElement("iframe");
  courier.name = "activity-courier";
  courier.hidden = true;
  courier.setAttribute("sandbox", "allow-scripts");
  courier.src = "/static/courier.html";
  await new Promise((loaded) => { courier.onload = loaded; holder.append(courier); });
  activity.courier = courier;
  const frame = document.createElement("iframe");
  frame.name = "activity";
  frame.title = "Tabula Activity";
  frame.src = launch.url;
  activity.frame = frame;
  holder.append(frame);
  pane.hidden = false;
  document.body.dataset.activity = "open";
}

function stopActivity() {
  const pane = activityPane();
  if (!pane) return;
  pane.hidden = true;
  pane.querySelector(".activity-frame").replaceChildren();
  activity.frame = activity.courier = activity.launch = null;
  delete document.body.dataset.activity;
}

function toActivity(message) {
  if (!activity.courier || !activity.launch) return;
  activity.courier.contentWindow.postMessage(
    { frame: "activity", origin: activity.launch.origin, message }, "*");
}

function reply(command, nonce, data) {
  toActivity([FRAME, { cmd: command, evt: null, nonce, data }]);
}

function fail(command, nonce, code, message) {
  toActivity([FRAME, { cmd: command, evt: "ERROR", nonce, data: { code, message } }]);
}

async function ask(path, body) {
  const answer = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = await answer.json().catch(() => ({ error: { code: INVALID_PAYLOAD, message: `HTTP ${answer.status}` } }));
  if (!answer.ok) throw data.error;
  return data;
}

async function command(payload) {
  const { cmd, args, nonce } = payload;
  try {
    if (cmd === "AUTHORIZE") {
      const scope = Array.isArray(args.scope) ? args.scope : String(args.scope || "").split(" ");
      reply(cmd, nonce, await ask("/api/activity/authorize", { as: activity.me, client_id: String(args.client_id), scope }));
    } else if (cmd === "AUTHENTICATE") {
      reply(cmd, nonce, await ask("/api/activity/authenticate", { access_token: String(args.access_token || "") }));
    } else if (cmd === "CAPTURE_LOG" || cmd === "SET_CONFIG") {
      reply(cmd, nonce, null);
    } else {
      fail(cmd, nonce, INVALID_COMMAND, `the sandbox's Discord does not know ${cmd}`);
    }
  } catch (error) {
    fail(cmd, nonce, (error && error.code) || INVALID_PAYLOAD, (error && error.message) || String(error));
  }
}

window.addEventListener("message", (event) => {
  if (!activity.frame || event.source !== activity.frame.contentWindow) return;
  if (!activity.launch || event.origin !== activity.launch.origin) return;
  if (!Array.isArray(event.data)) return;
  const [opcode, payload] = event.data;
  if (opcode === HANDSHAKE) {
    if (payload.v !== 1 || payload.client_id !== activity.launch.client_id || payload.frame_id !== activity.frameId) {
      toActivity([CLOSE, { code: 4000, message: "Invalid client id or frame" }]);
      return;
    }
    toActivity([FRAME, {
      cmd: "DISPATCH", evt: "READY", nonce: null,
      data: { v: 1, config: { api_endpoint: "//discord.com/api", environment: "production", cdn_host: "cdn.discordapp.com" } },
    }]);
  } else if (opcode === FRAME) {
    command(payload);
  } else if (opcode === CLOSE) {
    stopActivity();
  }
});
