"""The Discord side of Tabula: settings, the client, the shared table machinery and the CLI."""
