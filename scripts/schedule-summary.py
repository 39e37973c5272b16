#!/usr/bin/env python3
"""Tables of scripts/schedule-check.sh, as markdown (docs/noise.md shows them).

usage: schedule-summary.py summary OUT   a measurement's folder: writes OUT/scores.tsv from its forks'
                                         JMH JSON on first use (each fork's statistic: its median for
                                         sample-time cells, JMH's score otherwise), then the table
       schedule-summary.py shape RUN     a run's answer cells split into spread between forks and
                                         within a fork, and the iterations a fork that suit them
"""
import gzip, json, math, os, statistics as st, sys
from collections import defaultdict

T975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 6: 2.447, 7: 2.365, 8: 2.306, 9: 2.262,
        10: 2.228, 11: 2.201, 12: 2.179, 13: 2.160, 14: 2.145, 15: 2.131, 16: 2.120, 17: 2.110,
        18: 2.101, 19: 2.093, 20: 2.086, 21: 2.080, 22: 2.074, 23: 2.069, 24: 2.064, 25: 2.060}


def half_width(sd, n):
    """95% Student t half-width of the mean of n log values, as a relative interval on the ratio."""
    return math.exp(T975.get(n - 1, 1.96) * sd / math.sqrt(n)) - 1


def welch(a, b):
    """95% half-width of the difference of two means, Welch's t (degrees of freedom rounded down)."""
    va, vb = st.variance(a) / len(a), st.variance(b) / len(b)
    df = (va + vb) ** 2 / (va * va / (len(a) - 1) + vb * vb / (len(b) - 1))
    return T975.get(max(1, int(df)), 1.96) * math.sqrt(va + vb)


def pct(x):
    return f"{100 * x:.1f}%"


def summary(out):
    mode = open(os.path.join(out, "mode")).read().strip()
    scores_tsv = os.path.join(out, "scores.tsv")
    if not os.path.exists(scores_tsv):
        # each fork's statistic from its JMH JSON: the fork's median for sample-time cells, else JMH's score
        with open(scores_tsv, "w") as w:
            w.write("what\tround\tway\tside\tscore\tseconds\n")
            for line in open(os.path.join(out, "forks.tsv")):
                what, r, way, side, path, secs = line.rstrip("\n").split("\t")
                if mode == "cds":
                    score = ""
                elif mode == "speed":
                    score = path  # the slot's units of work, no JMH JSON behind it
                else:
                    e = json.load(open(path))[0]
                    m = e["primaryMetric"]
                    score = repr(m["scorePercentiles"]["50.0"] if e["mode"] == "sample" else m["score"])
                w.write("\t".join([what, r, way, side, score, secs]) + "\n")
    rows = [l.rstrip("\n").split("\t") for l in open(scores_tsv)][1:]

    if mode == "duet":
        by = defaultdict(dict)
        for what, r, way, side, score, secs in rows:
            by[(what, way, int(r))][side] = (float(score), float(secs))
        print("| answer (candidate / baseline) | way | pairs | ratio | sd of log ratio | s a pair | 95% half-width from 60 s of pairs |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for what in sorted({k[0] for k in by}):
            for way in ("adjacent", "duet"):
                ks = sorted(k for k in by if k[0] == what and k[1] == way)
                lr = [math.log(by[k]["cand"][0] / by[k]["base"][0]) for k in ks]
                secs = st.mean(by[k]["base"][1] for k in ks)
                sd = st.stdev(lr)
                print(f"| {what} | {way} | {len(lr)} | {math.exp(st.mean(lr)):.4g} | {sd:.3f} | {secs:.2f} | "
                      f"{pct(math.exp(1.96 * sd / math.sqrt(60 / secs)) - 1)} |")
        print()
        print("| answer | way | baseline side, us an op (geometric mean over forks) | candidate side |")
        print("| --- | --- | --- | --- |")
        for what in sorted({k[0] for k in by}):
            for way in ("adjacent", "duet"):
                ks = sorted(k for k in by if k[0] == what and k[1] == way)
                g = lambda side: math.exp(st.mean(math.log(by[k][side][0]) for k in ks))
                print(f"| {what} | {way} | {g('base'):.4g} | {g('cand'):.4g} |")
    elif mode == "archives":
        by = defaultdict(list)
        for what, r, way, side, score, secs in rows:
            by[(what, way)].append(math.log(float(score)))
        print("| cell | way | forks | us an op (geometric mean) | sd of log | ratio to none, 95% interval |")
        print("| --- | --- | --- | --- | --- | --- |")
        for what in sorted({k[0] for k in by}):
            none = by[(what, "none")]
            for way in ("none", "A", "B"):
                xs = by[(what, way)]
                ratio = "" if way == "none" else (
                    f"{math.exp(st.mean(xs) - st.mean(none)):.3f} "
                    f"({math.exp(st.mean(xs) - st.mean(none) - welch(xs, none)):.3f} to "
                    f"{math.exp(st.mean(xs) - st.mean(none) + welch(xs, none)):.3f})")
                print(f"| {what} | {way} | {len(xs)} | {math.exp(st.mean(xs)):.4g} | {st.stdev(xs):.3f} | {ratio} |")
    elif mode == "speed":
        speed(out, rows)
    elif mode == "across":
        by = defaultdict(dict)
        for what, r, way, env, score, secs in rows:
            by[(what.split(":")[0], way, int(r))][env] = float(score)
        comps = [("filesystem", "ext4-17", "tmpfs-17"), ("JDK", "tmpfs-17", "tmpfs-25")]
        print("| cell | comparison | way | rounds | ratio | sd of log ratio, paired by round | unpaired | 95% half-width, paired | unpaired |")
        print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        for cell in sorted({k[0] for k in by}):
            for cname, base, cand in comps:
                for way in ("interleaved", "sequential"):
                    ks = sorted(k for k in by if k[0] == cell and k[1] == way)
                    b = [math.log(by[k][base]) for k in ks]
                    c = [math.log(by[k][cand]) for k in ks]
                    n = len(ks)
                    sdp = st.stdev([y - x for x, y in zip(b, c)])
                    sdu = math.sqrt(st.variance(b) + st.variance(c))
                    print(f"| {cell} | {cname}: {cand} / {base} | {way} | {n} | {math.exp(st.mean(c) - st.mean(b)):.4g} | "
                          f"{sdp:.3f} | {sdu:.3f} | {pct(half_width(sdp, n))} | {pct(half_width(sdu, n))} |")
    else:
        by = defaultdict(list)
        for what, r, way, side, score, secs in rows:
            by[(what, way)].append(float(secs))
        print("| JDK | fork flags | invocations | median s an invocation | mean s | median s beyond the 0.8 s measured |")
        print("| --- | --- | --- | --- | --- | --- |")
        for (jdk, way), ws in sorted(by.items()):
            print(f"| {jdk} | {way} | {len(ws)} | {st.median(ws):.3f} | {st.mean(ws):.3f} | {st.median(ws) - 0.8:.3f} |")


def speed(out, rows):
    """Each core's speed over time, alone and with every core busy, from CpuSpeed's 50 ms slots."""
    slots = defaultdict(dict)
    for core, slot, way, _, units, _ in rows:
        slots[(core, way)][int(slot)] = int(units)
    steal = {}
    for line in list(open(os.path.join(out, "steal.tsv")))[1:]:
        way, stolen, total = line.split()
        steal[way] = int(stolen) / int(total) if int(total) > 0 else 0.0
    # one yardstick for every core and way: the machine's fast slot
    every = sorted(u for m in slots.values() for u in m.values())
    fast = every[min(len(every) - 1, int(0.95 * len(every)))]
    print(f"A fast 50 ms slot holds {fast} units of work (the 95th percentile of every core's slots, both ways).")
    print()
    print("| core | way | slots | median slot, of a fast one | slots below 80% of a fast one "
          "| slow stretches: median, longest | steal | correlation with the other cores' speed |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    cores = sorted({k[0] for k in slots}, key=lambda c: int(c[3:]))
    for way in ("alone", "together"):
        for core in cores:
            mine = slots[(core, way)]
            xs = [mine[t] for t in sorted(mine)]
            slow = [x < 0.8 * fast for x in xs]
            stretches, run = [], 0
            for is_slow in slow:
                if is_slow:
                    run += 1
                elif run:
                    stretches.append(run)
                    run = 0
            if run:
                stretches.append(run)
            stretch = (f"{0.05 * st.median(stretches):.2f} s, {0.05 * max(stretches):.2f} s" if stretches else "none")
            corr = ""
            if way == "together" and len(cores) > 1:
                common = sorted(set(mine).intersection(*(slots[(c, way)] for c in cores if c != core)))
                a = [mine[t] for t in common]
                b = [st.mean(slots[(c, way)][t] for c in cores if c != core) for t in common]
                corr = f"{st.correlation(a, b):.2f}" if len(common) > 2 and st.pstdev(a) > 0 and st.pstdev(b) > 0 else "n/a"
            print(f"| {core} | {way} | {len(xs)} | {pct(st.median(xs) / fast)} | {pct(sum(slow) / len(xs))} "
                  f"| {stretch} | {pct(steal.get(way, 0.0))} | {corr} |")


def shape(run):
    C1 = 0.2  # seconds of one measurement iteration (the default profile: 3 x 200 ms)

    def iteration_values(entry):
        m = entry["primaryMetric"]
        if entry["mode"] != "sample":
            return m["rawData"]
        out = []
        for fork in m["rawDataHistogram"]:
            its = []
            for hist in fork:
                total, seen = sum(c for _, c in hist), 0
                for v, c in sorted(hist):
                    seen += c
                    if seen >= total / 2:
                        its.append(v)
                        break
            out.append(its)
        return out

    def cost(m, c0, between, within):
        # time for a given interval: variance of one fork's unit x seconds a fork
        return (between + within / m) * (c0 + m * C1)

    # per environment and answer cell: (c0, between, within) on the log scale
    parts = {}
    for env in sorted(os.listdir(run)):
        pj, jj = os.path.join(run, env, "precision.json"), os.path.join(run, env, "jmh.json.gz")
        if not os.path.isfile(jj):
            jj = jj[:-3]  # runs before compression kept plain jmh.json
        if not (os.path.isfile(pj) and os.path.isfile(jj)):
            continue
        entries = json.load(gzip.open(jj) if jj.endswith(".gz") else open(jj))
        for c in json.load(open(pj))["cells"]:
            if c.get("role") != "answer" or c.get("forks", 0) < 3:
                continue
            e = next((x for x in entries if x["benchmark"] == c["benchmark"] and x["mode"] == c["mode"]
                      and (x.get("params") or {}) == (c.get("params") or {})), None)
            if e is None:
                continue
            forks = [[math.log(v) for v in f if v > 0] for f in iteration_values(e)]
            forks = [f for f in forks if len(f) >= 2]
            if len(forks) < 3:
                continue
            m = min(len(f) for f in forks)
            within = st.mean(st.variance(f) for f in forks)
            between = max(st.variance([st.mean(f) for f in forks]) - within / m, 1e-12)
            c0 = max(c["seconds"] / c["forks"] - m * C1, 0.05)
            key = (c["benchmark"], c["mode"], json.dumps(c.get("params") or {}, sort_keys=True))
            parts[(env, key)] = (c0, between, within)

    def star(c0, between, within):
        return math.sqrt(c0 * within / (C1 * between))

    print("| environment | answer cells | median sd between forks | median sd within a fork | median m* "
          "| time for the same interval at m = 10, relative to m = 3 | at each cell's own m* (in-sample) "
          "| at the m* of the cell's other environments (out of sample) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    envs = sorted({env for env, _ in parts})
    for env in envs:
        rows = [(k, v) for (e, k), v in parts.items() if e == env]
        stars, r10, rown, rother = [], [], [], []
        for key, (c0, between, within) in rows:
            stars.append(star(c0, between, within))
            base = cost(3, c0, between, within)
            r10.append(cost(10, c0, between, within) / base)
            rown.append(cost(max(1, round(stars[-1])), c0, between, within) / base)
            others = [star(*v) for (e, k), v in parts.items() if k == key and e != env]
            if others:
                rother.append(cost(max(1, round(st.median(others))), c0, between, within) / base)
        print(f"| {env} | {len(rows)} | {st.median(math.sqrt(v[1]) for _, v in rows):.3f} | "
              f"{st.median(math.sqrt(v[2]) for _, v in rows):.3f} | {st.median(stars):.1f} | {st.median(r10):.2f} | "
              f"{st.median(rown):.2f} | {st.median(rother):.2f} |" if rother else "")

if __name__ == "__main__":
    modes = {"summary": summary, "shape": shape}
    if len(sys.argv) != 3 or sys.argv[1] not in modes:
        sys.exit(__doc__)
    modes[sys.argv[1]](sys.argv[2])
