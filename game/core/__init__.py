"""Game-independent engine pieces. Nothing in this package may import pygame."""
