"""The Thing's audit: hidden-information twins, the secrets a view must keep, the state invariants."""
