"""The kit's printed words and the one file to print: cover, rules sheets, aids, calibration, assembly."""
