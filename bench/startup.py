"""Median CPU time of one command as a whole process: `python bench/startup.py printkit check FILE`."""

import resource
import statistics
import subprocess
import sys


def child_cpu_ms(command: list[str]) -> float:
    """Run command once and return the CPU milliseconds (user + system) it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


if __name__ == "__main__":
    runs = [child_cpu_ms(sys.argv[1:]) for _ in range(21)]
    print(f"median {statistics.median(runs):.0f} ms CPU, min {min(runs):.0f} ms (21 runs)")
