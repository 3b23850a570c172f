"""Terrorscape 2: one Killer hunts three Survivors through a polar station (rules engine, content and maps)."""
