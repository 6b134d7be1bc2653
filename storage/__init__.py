"""Persistence: the repository interface and its SQLite implementation."""
