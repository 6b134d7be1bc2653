// Tabula's Discord Activity: shakes hands with the Discord client, has the user authorize the
// application, exchanges the code at our server, and goes to the channel's table: the
// player's own page when they are seated, else the spectator page. Every request goes to our
// own origin (Discord's proxy in Discord): an Activity may reach nothing else.
import { DiscordSDK } from "@discord/embedded-app-sdk";

const status = document.getElementById("status");

function say(text) {
  status.textContent = text;
}

async function post(path, body, accessToken) {
  const headers = { "Content-Type": "application/json" };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  const answer = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  const data = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(data.reason || `${path}: HTTP ${answer.status}`);
  return data;
}

async function start() {
  const clientId = document.body.dataset.clientId;
  // the SDK would send our console's lines to Discord: none are meant for it
  const discordSdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await discordSdk.ready();
  say("Asking Discord who you are…");
  const { code } = await discordSdk.commands.authorize({
    client_id: clientId,
    response_type: "code",
    state: "",
    prompt: "none",
    scope: ["identify"],
  });
  const { access_token: accessToken } = await post("/api/token", { code });
  await discordSdk.commands.authenticate({ access_token: accessToken });
  if (!discordSdk.channelId) throw new Error("Discord named no channel.");
  say("Finding this channel's table…");
  const { url } = await post("/api/activity/table", { channel_id: discordSdk.channelId }, accessToken);
  const next = new URL(url, location.origin);
  if (next.origin !== location.origin) throw new Error("The table is not on this server.");
  // the table's page is framed only inside the Activity, which Discord's frame_id marks
  next.searchParams.set("frame_id", discordSdk.frameId);
  location.replace(next.href);
}

start().catch((failure) => {
  say(failure && failure.message ? failure.message : String(failure));
  document.body.dataset.failed = "true";
});
