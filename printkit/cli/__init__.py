"""printkit's command line: the top layer."""

# A command imports the libraries it uses inside its own function, not at the top of its module:
# `printkit --help` and the shell's completions then load only the CLI (start-up time). These are
# the function-level imports tests/foundation/test_layers.py does not follow; they point downwards.
