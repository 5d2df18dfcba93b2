"""The two rules of Crumbs, as verdicts name them."""

TAKING = "Taking"
END = "The end"
