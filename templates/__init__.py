"""Jinja2 templates of the generator."""
